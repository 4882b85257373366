/**
 * Opens a PDF in a new tab, where the browser's viewer prints it. The tab is opened on the click (before the
 * download), so a pop-up blocker lets it through; a failed download closes it.
 */
export async function openPdfInNewTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await load());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
