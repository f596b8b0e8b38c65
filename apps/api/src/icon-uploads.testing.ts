/** What the icon upload tests send and read. */
export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z" stroke="currentColor" fill="none"/></svg>';

export interface ListedIcon {
  id: string;
  tier: string;
  filePath: string;
  enabledTier?: string;
  visibility?: string;
}
