import { endpointUrl } from 'shared-contracts';
import { photoFileEndpoint } from 'shared-contracts/api/admin';

/**
 * A photo's files as the console shows them: a public one from the site's CDN (`cdnFiles`), as its pages show it; the
 * CDN gives the others only to their member, so the console reads those through its own call.
 */
export function photoLinks(
  photo: { id: number; visibility: string },
  cdnFiles: { full: string; thumb: string },
): { full: string; thumb: string } {
  if (photo.visibility === 'public') return cdnFiles;
  const id = String(photo.id);
  return { full: endpointUrl(photoFileEndpoint, { id }), thumb: endpointUrl(photoFileEndpoint, { id, size: 'thumb' }) };
}
