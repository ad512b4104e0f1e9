import { useEffect, useState } from 'react';
import { fetchImage } from '../providers/http';
import { isSameOrigin } from './uploadImage';

/** Our own uploads: the server answers private ones (ID scans) only to the owner's or an admin's token. */
function isOwnUpload(src: string): boolean {
  return isSameOrigin(src) && new URL(src, window.location.origin).pathname.startsWith('/uploads/');
}

/**
 * The address to put in an <img> for `src`. An image we store is fetched with the bearer token (an <img>
 * cannot send it) into an object URL, released when `src` changes or the component leaves; any other
 * address (a demo picture, an image service) is used as it is. Undefined while loading or when refused.
 */
export function useAuthorizedImage(src: string | null | undefined): string | undefined {
  const own = !!src && isOwnUpload(src);
  // Which address the object URL was made for: after `src` changes, the old picture is never shown.
  const [loaded, setLoaded] = useState<{ src: string; url: string }>();
  useEffect(() => {
    if (!src || !own) return;
    const controller = new AbortController();
    let created: string | undefined;
    fetchImage(src, controller.signal)
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        created = URL.createObjectURL(blob);
        setLoaded({ src, url: created });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [src, own]);
  if (!own) return src ?? undefined;
  return loaded?.src === src ? loaded.url : undefined;
}
