import { defineMessages } from '@companion/shell';

export const mediaMessages = defineMessages({
  en: {
    audios: 'Audio',
    videos: 'Videos',
    untitledVideo: 'Video {number}',
    notSupported: 'This device cannot play this file.',
    audioFailed: '{name} could not be played.',
    videoFailed: 'This video could not be played.',
  },
  de: {
    audios: 'Audio',
    videos: 'Videos',
    untitledVideo: 'Video {number}',
    notSupported: 'Dieses Gerät kann diese Datei nicht abspielen.',
    audioFailed: '{name} konnte nicht abgespielt werden.',
    videoFailed: 'Dieses Video konnte nicht abgespielt werden.',
  },
});
