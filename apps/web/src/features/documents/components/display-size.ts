import { formatFileSize } from '@studypilot/core';

/** formatFileSize rounds a file under 512 bytes to '0 KB', which reads as empty: such files show '< 1 KB'. */
export const displaySize = (bytes: number) => (bytes > 0 && bytes < 1024 ? '< 1 KB' : formatFileSize(bytes));
