export function rgbPng(width: number, height: number, colourAt: (x: number, y: number) => readonly [number, number, number] | number[]): Buffer;
export function picturePng(width?: number, height?: number): Buffer;
