import * as Phaser from 'phaser';
import { gameConfig } from './config';
import { TitleScene } from './scenes/TitleScene';

// The only module that wires the layers together: scenes here, and later the machine and audio.
new Phaser.Game({ ...gameConfig, scene: [TitleScene] });
