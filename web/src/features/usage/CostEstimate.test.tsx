import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CostEstimates } from './CostEstimate';

describe('CostEstimates', () => {
  it('says the expected cost when the server has one, and only the bounds when it has none', () => {
    render(
      <CostEstimates
        clusters={[
          {
            id: 'a',
            name: 'Alpha',
            costEstimate: { perHour: 2, worstCase: 2, expected: 0.5, currency: 'EUR' },
          },
          {
            id: 'b',
            name: 'Beta',
            costEstimate: { perHour: 1, worstCase: 1, expected: null, currency: 'EUR' },
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Alpha · 2.00 EUR/h, about 0.50 EUR expected, at most 2.00 EUR',
      'Beta · 1.00 EUR/h, at most 1.00 EUR',
    ]);
  });
});
