/**
 * The address GitHub gives an image pasted into an issue or a pull request: signed with a JWT
 * (`?jwt=`) that expires minutes after it is made. page/missing-asset reports such an image as
 * broken; page/secret leaves its token alone, since it unlocks nothing.
 */
const SIGNED_GITHUB_IMAGE = String.raw`https://private-user-images\.githubusercontent\.com/[^\s"'<>]*[?&]jwt=`;

/** `src` is such an address. */
export const SIGNED_GITHUB_IMAGE_URL = new RegExp(`^${SIGNED_GITHUB_IMAGE}`);
/** The text ends with such an address, up to its token. */
export const BEFORE_SIGNED_GITHUB_IMAGE_TOKEN = new RegExp(`${SIGNED_GITHUB_IMAGE}$`);
