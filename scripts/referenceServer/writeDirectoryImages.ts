import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { DIRECTORY_IMAGE_COLOURS, DIRECTORY_WALLETS } from '../../test-doubles/msw/directoryFixtures.js'
import { directoryImageSvg } from '../../test-doubles/msw/directoryImage.js'
import { DIRECTORY_IMAGES_DIR } from './directoryRoutes.js'

/** The image file of each directory wallet, by file name (generated, nothing downloaded). */
export function expectedDirectoryImages(): ReadonlyMap<string, string> {
  return new Map(
    DIRECTORY_WALLETS.flatMap((wallet) =>
      wallet.image_id ? [[`${wallet.image_id}.svg`, `${directoryImageSvg(wallet.name, DIRECTORY_IMAGE_COLOURS[wallet.image_id] ?? '#3b82f6')}\n`] as const] : [],
    ),
  )
}

/** Writes the images into demo/directory/images/ (run: `node --import tsx scripts/referenceServer/writeDirectoryImages.ts`). */
export async function writeDirectoryImages(directory = DIRECTORY_IMAGES_DIR): Promise<readonly string[]> {
  await mkdir(directory, { recursive: true })
  const written: string[] = []
  for (const [name, svg] of expectedDirectoryImages()) {
    const current = await readFile(`${directory}${name}`, 'utf8').catch(() => undefined)
    if (current === svg) continue
    await writeFile(`${directory}${name}`, svg)
    written.push(name)
  }
  return written
}

/** The image files present now. */
export async function listDirectoryImages(directory = DIRECTORY_IMAGES_DIR): Promise<readonly string[]> {
  return (await readdir(directory)).filter((name) => name.endsWith('.svg')).sort()
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const written = await writeDirectoryImages()
  console.log(written.length > 0 ? `wrote ${written.join(', ')}` : 'directory images are up to date')
}
