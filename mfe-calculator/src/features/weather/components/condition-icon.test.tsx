import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConditionIcon } from './condition-icon';

describe('ConditionIcon', () => {
  it.each([
    [1000, 'Sunny', 'sun'],
    [1003, 'Partly cloudy', 'partly-cloudy'],
    [1009, 'Overcast', 'cloud'],
    [1135, 'Fog', 'fog'],
    [1183, 'Light rain', 'rain'],
    [1201, 'Moderate or heavy freezing rain', 'sleet'],
    [1213, 'Light snow', 'snow'],
    [1117, 'Blizzard', 'heavy-snow'],
    [1282, 'Moderate or heavy snow with thunder', 'thunder'],
  ])('draws code %i as an inline svg named by its label', (code, label, kind) => {
    render(<ConditionIcon code={code} label={label} />);
    const icon = screen.getByRole('img', { name: label });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(icon).toHaveAttribute('data-icon', kind);
    expect(icon).toHaveAttribute('width', '48');
    expect(icon).toHaveAttribute('height', '48');
    expect(icon.childElementCount).toBeGreaterThan(0);
  });

  it('draws an unknown code as a cloud', () => {
    render(<ConditionIcon code={4242} label="Volcanic ash" />);
    expect(screen.getByRole('img', { name: 'Volcanic ash' })).toHaveAttribute('data-icon', 'cloud');
  });

  it('takes a size', () => {
    render(<ConditionIcon code={1225} label="Heavy snow" size={96} />);
    const icon = screen.getByRole('img', { name: 'Heavy snow' });
    expect(icon).toHaveAttribute('width', '96');
    expect(icon).toHaveAttribute('height', '96');
  });

  it('draws the night sky differently for clear and partly cloudy codes', () => {
    const { container: day } = render(<ConditionIcon code={1000} label="Sunny" />);
    const { container: night } = render(<ConditionIcon code={1000} label="Clear" isDay={false} />);
    expect(night.innerHTML).not.toBe(day.innerHTML);
    expect(night.querySelector('circle')).toBeNull(); // a crescent, not the sun's disc
  });

  it('loads nothing from the network', () => {
    const { container } = render(<ConditionIcon code={1066} label="Patchy snow possible" />);
    expect(container.querySelector('image, img, use, [href], [src]')).toBeNull();
  });
});
