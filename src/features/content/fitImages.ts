/** Article HTML for RichText. */

/** images in the article fit the screen (RichText has no stylesheet on mini-programs) */
export function fitImages(html: string): string {
  return html.replace(/<img\b/gi, '<img style="max-width:100%;height:auto;display:block;"')
}
