import { describe, expect, it } from 'vitest';
import { type ViteManifest, isShellFile, shellFiles } from './shell-files';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared-B.js'], css: ['assets/index-A.css'] },
  '_shared-B.js': { file: 'assets/shared-B.js', imports: ['_runtime-C.js'] },
  '_runtime-C.js': { file: 'assets/runtime-C.js' },
  'src/screens/home/HomeScreen.tsx': {
    file: 'assets/HomeScreen-D.js',
    imports: ['_shared-B.js'],
    css: ['assets/HomeScreen-D.css'],
  },
  '../locales/en.json?part=shell': { file: 'assets/en-E.js' },
  '../locales/en.json?part=screens': { file: 'assets/en-S.js' },
  '../locales/ru.json?part=shell': { file: 'assets/ru-F.js' },
  'src/games/crash/CrashScreen.tsx': { file: 'assets/CrashScreen-G.js', imports: ['_pixi-H.js'] },
  '_pixi-H.js': { file: 'assets/pixi-H.js' },
};

describe('shellFiles: what the service worker precaches', () => {
  it('is the entry graph, its CSS, the home screen and the English shell texts', () => {
    expect([...shellFiles(manifest)].sort()).toEqual([
      'assets/HomeScreen-D.css',
      'assets/HomeScreen-D.js',
      'assets/en-E.js',
      'assets/index-A.css',
      'assets/index-A.js',
      'assets/runtime-C.js',
      'assets/shared-B.js',
    ]);
  });

  it("keeps games, other languages, the screens' texts and index.html out, the offline page and icons in", () => {
    const shell = shellFiles(manifest);
    expect(isShellFile('assets/CrashScreen-G.js', shell)).toBe(false);
    expect(isShellFile('assets/pixi-H.js', shell)).toBe(false);
    expect(isShellFile('assets/ru-F.js', shell)).toBe(false);
    expect(isShellFile('assets/en-S.js', shell)).toBe(false);
    expect(isShellFile('index.html', shell)).toBe(false);
    expect(isShellFile('assets/index-A.js', shell)).toBe(true);
    for (const file of ['offline.html', 'favicon.svg', 'icons/icon-192.png', 'manifest.webmanifest'])
      expect(isShellFile(file, shell)).toBe(true);
  });
});
