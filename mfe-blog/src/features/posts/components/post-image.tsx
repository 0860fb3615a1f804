import type { PostImage as PostImageData } from '../model/post-schema';

interface PostImageProps {
  image: PostImageData;
  /** The header image of an open post is seen at once; list images load as they scroll in. */
  eager?: boolean;
}

/** A post image; blog.css fixes its aspect ratio so the text never jumps when it arrives. */
export function PostImage({ image, eager = false }: PostImageProps) {
  return (
    <img
      className="blog-image"
      src={image.src}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
