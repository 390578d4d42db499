import sharp from 'sharp';

/** Test support: images made by sharp itself. */

export const EXIF_ARTIST = 'Warehouse Cam 7';

/**
 * A 3000x2000 camera JPEG whose EXIF says "rotate 90° clockwise to view" (orientation 6), names its maker and carries
 * a GPS position: all of it must be gone from what is stored, and the stored photo must stand upright (portrait).
 */
export const cameraJpeg = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 95 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Artist: EXIF_ARTIST, Make: 'TabletCo', Model: 'Receiving 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 46/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '80/1 11/1 0/1' },
      },
    })
    .toBuffer();

export const smallPng = () => sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
export const smallWebp = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).webp().toBuffer();
export const smallGif = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).gif().toBuffer();
