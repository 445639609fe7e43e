import type { ScratchVm } from "./gui-types.ts";

/** A small JPEG of the stage for project lists; undefined when the renderer cannot give one soon. */
export function thumbnailOf(vm: ScratchVm): Promise<string | undefined> {
  return new Promise((resolve) => {
    const renderer = vm.renderer;
    if (!renderer) return resolve(undefined);
    const timer = setTimeout(() => resolve(undefined), 1000);
    renderer.requestSnapshot((dataUrl) => {
      const image = new Image();
      image.onload = () => {
        clearTimeout(timer);
        const canvas = document.createElement("canvas");
        canvas.width = 240;
        canvas.height = 180;
        canvas.getContext("2d")?.drawImage(image, 0, 0, 240, 180);
        const small = canvas.toDataURL("image/jpeg", 0.7);
        resolve(small.length < 200_000 ? small : undefined);
      };
      image.onerror = () => resolve(undefined);
      image.src = dataUrl;
    });
  });
}
