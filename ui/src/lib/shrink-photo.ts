/** The longest side a photo is sent with: enough for a resident's file and a post, a few hundred KB. */
export const PHOTO_MAX_SIDE = 1600

/** Files this small and no larger than PHOTO_MAX_SIDE go as they are. */
const SMALL_ENOUGH_BYTES = 1024 * 1024

/**
 * A photo as the tablet's camera takes it (12 MP, 3-6 MB) is larger than the server keeps and than the 2 MB a
 * resident's photo may weigh: before checking its size, the browser scales it down to PHOTO_MAX_SIDE and
 * re-encodes it as JPEG (on white, should it have transparency), turned upright from its EXIF orientation.
 * Anything it cannot decode, a GIF (which may be animated), or a result no smaller is returned as chosen,
 * and the usual checks then say what is wrong.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type) || typeof createImageBitmap !== 'function') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) {
    bitmap.close()
    return file
  }
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  const context = canvas.getContext('2d')
  if (!context) {
    bitmap.close()
    return file
  }
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
  return jpeg && jpeg.size < file.size ? jpeg : file
}
