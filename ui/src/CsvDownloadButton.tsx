import { SecondaryButton } from './buttons';

/**
 * Offers a prepared CSV text as a file. The text is built by the caller from exactly what is shown;
 * a Blob URL keeps the download local (no second request that could return different data).
 * `accessibleLabel` must contain the visible `label` (WCAG 2.5.3 Label in Name), so a speech-input
 * user can say what they see.
 */
export function CsvDownloadButton({
  csv,
  fileName,
  label,
  accessibleLabel,
}: {
  readonly csv: () => string;
  readonly fileName: string;
  readonly label: string;
  readonly accessibleLabel: string;
}) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([csv()], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <SecondaryButton type="button" onClick={download} aria-label={accessibleLabel}>
      {label}
    </SecondaryButton>
  );
}
