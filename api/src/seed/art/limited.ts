/** Images of the past limited editions (not for sale any more, so not products). */
import { FINISHES, type Finish } from './finishes';
import { leverAction, semiAutoCarbine } from './firearms-long';
import { strikerPistol } from './firearms-short';
import { SKIES } from './scenes';
import type { ArtSubject } from './views';

export interface LimitedArt {
  key: string;
  noun: string;
  finish: Finish;
  subject: ArtSubject;
}

export const LIMITED_ART: LimitedArt[] = [
  {
    key: 'gallatin-glacier',
    noun: 'Gallatin Glacier Edition carbine',
    finish: FINISHES.glacier,
    subject: {
      primary: semiAutoCarbine({ muzzleX: 900, optic: false }),
      backdrop: 'landscape',
      sky: SKIES.winter,
      seed: 301,
      garment: false,
    },
  },
  {
    key: 'sentinel-founders',
    noun: "Sentinel 9 Founders' Edition pistol",
    finish: FINISHES.founders,
    subject: {
      primary: strikerPistol({ slideEnd: 410, gripBottom: 300 }),
      backdrop: 'landscape',
      sky: SKIES.dusk,
      seed: 302,
      garment: false,
    },
  },
  {
    key: 'madison-centennial',
    noun: 'Madison Centennial Edition rifle',
    finish: FINISHES.centennial,
    subject: {
      primary: leverAction({ muzzleX: 940 }),
      backdrop: 'landscape',
      sky: SKIES.prairie,
      seed: 303,
      garment: false,
    },
  },
];

export function limitedImagePath(key: string, view: 'left' | 'field'): string {
  return `/media/limited/${key}-${view}.svg`;
}
