import { boolean, number, object, string, type InferType } from 'yup';
import { DEFAULT_MAX_QUANTITY, MAX_CITY_TEXT, MAX_PRICE_INR, MAX_SEAT_TEXT } from '../constants';
import { MIN_PRICE_INR, priceCapProblem, type BookingCost, type PriceCapPercent } from '../fairPrice';

export const QUANTITY_REQUIRED = 'Please enter the number of tickets';

export function quantityRangeMessage(max: number): string {
  return `Number of tickets must be between 1 and ${max}`;
}

/** What the details rules depend on: the verified booking, and the price cap the server applies. */
export interface ListingDetailsContext extends BookingCost {
  priceCapPercent: PriceCapPercent;
}

/**
 * SPEC §5 details rules; the quantity cap is the verified ticket quantity (100 when unknown), and the price
 * may not be above face value by more than the price cap (see fairPrice.ts).
 */
export function listingDetailsSchema({ verifiedTicketQuantity, verifiedAmountPaid, priceCapPercent }: ListingDetailsContext) {
  const max = verifiedTicketQuantity && verifiedTicketQuantity > 0 ? verifiedTicketQuantity : DEFAULT_MAX_QUANTITY;
  const cost = { verifiedTicketQuantity, verifiedAmountPaid };
  return object({
    quantity: number()
      .typeError(QUANTITY_REQUIRED)
      .required(QUANTITY_REQUIRED)
      .integer(quantityRangeMessage(max))
      .min(1, quantityRangeMessage(max))
      .max(max, quantityRangeMessage(max)),
    price: number()
      .typeError('Price is required')
      .required('Price is required')
      .min(MIN_PRICE_INR, 'Price must be at least ₹1')
      .max(MAX_PRICE_INR, 'Price must be less than 10,000,000 INR')
      .test('fair-price', (price, context) => {
        if (typeof price !== 'number') return true;
        const problem = priceCapProblem(price, cost, priceCapPercent);
        return problem === null || context.createError({ message: problem });
      }),
    verifiedSeat: string().trim().required('Seat details are required').max(MAX_SEAT_TEXT, 'Seat details cannot exceed 100 characters'),
    verifiedAdditionalDetails: string().nullable().max(500, 'Additional details cannot exceed 500 characters'),
    sellerCity: string().nullable().max(MAX_CITY_TEXT, 'City cannot exceed 50 characters'),
    negotiable: boolean().typeError('Please choose whether the price is negotiable').required('Please choose whether the price is negotiable'),
    wantsExchange: boolean().typeError('Please choose whether you want an exchange'),
  });
}
export type ListingDetailsValues = InferType<ReturnType<typeof listingDetailsSchema>>;
