import { withoutDeviceModels } from './device-models';

describe('device models in shop titles', () => {
  it('drops a device model between the device and an accessory, and nothing else', () => {
    expect(withoutDeviceModels('iPhone 16 Pro Max Case clear')).toBe('iPhone Case clear');
    expect(withoutDeviceModels('Nintendo Switch 2 carrying case')).toBe('Nintendo Switch 2 carrying case');
    expect(withoutDeviceModels('Nintendo Switch OLED case')).toBe('Nintendo Switch case');
    expect(withoutDeviceModels('Toggle switch 12V cover')).toBe('Toggle switch 12V cover');
  });
});
