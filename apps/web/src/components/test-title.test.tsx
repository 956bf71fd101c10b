import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, LanguageProvider } from '@/lib/i18n';
import { LocalTestTitle, parseTestTitle } from './test-title';

describe('test titles in the interface language', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('reads the titles the server writes back into parts', () => {
    expect(parseTestTitle('Course Cell Biology - Test #3')).toEqual({
      kind: 'generated',
      courseName: 'Cell Biology',
      number: 3,
    });
    expect(parseTestTitle('Practise my mistakes - Course Cell Biology - Test #3')).toEqual({
      kind: 'practice',
      of: { kind: 'generated', courseName: 'Cell Biology', number: 3 },
    });
    expect(parseTestTitle('Practise my mistakes - מכניקה')).toEqual({
      kind: 'practice',
      of: { kind: 'content', text: 'מכניקה' },
    });
    expect(parseTestTitle('My own title')).toEqual({ kind: 'content', text: 'My own title' });
  });

  it('shows a practice set of a generated test in English as the server wrote it', () => {
    render(
      <LanguageProvider>
        <LocalTestTitle title="Practise my mistakes - Course Cell Biology - Test #3" />
      </LanguageProvider>,
    );
    expect(document.body.textContent).toBe('Practise my mistakes - Course Cell Biology - Test #3');
  });

  it('shows a practice set in Hebrew, with the course name isolated', async () => {
    await activateLanguage('he');
    render(
      <LanguageProvider>
        <LocalTestTitle title="Practise my mistakes - Course Cell Biology - Test #3" />
      </LanguageProvider>,
    );
    expect(document.body.textContent).toBe('תרגול הטעויות – קורס Cell Biology – מבחן 3');
    expect(screen.getByText('Cell Biology').tagName).toBe('BDI');
    expect(document.body.textContent).not.toMatch(/Practise|Course|Test/);
  });
});
