import * as React from 'react';

const APP_NAME = 'StudyPilot';

/** Each screen names the browser tab (and what screen readers announce on navigation). */
export function useDocumentTitle(title: string | null | undefined) {
  React.useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
