import { boolean, number, object, string, type InferType } from 'yup';
import { DEFAULT_MAX_QUANTITY, MAX_CITY_TEXT, MAX_PRICE_INR, MAX_SEAT_TEXT } from '../constants';

export function quantityRangeMessage(max: number): string {
  return `Number of tickets must be between 1 and ${max}`;
}

/** SPEC §5 details rules; the quantity cap is the verified ticket quantity (100 when unknown). */
export function listingDetailsSchema(verifiedTicketQuantity?: number | null) {
  const max = verifiedTicketQuantity && verifiedTicketQuantity > 0 ? verifiedTicketQuantity : DEFAULT_MAX_QUANTITY;
  return object({
    quantity: number()
      .typeError('Please enter the number of tickets')
      .required('Please enter the number of tickets')
      .integer(quantityRangeMessage(max))
      .min(1, quantityRangeMessage(max))
      .max(max, quantityRangeMessage(max)),
    price: number()
      .typeError('Price is required')
      .required('Price is required')
      .positive('Price must be more than 0 INR')
      .max(MAX_PRICE_INR, 'Price must be less than 10,000,000 INR'),
    verifiedSeat: string().trim().required('Seat details are required').max(MAX_SEAT_TEXT, 'Seat details cannot exceed 100 characters'),
    verifiedAdditionalDetails: string().nullable().max(500, 'Additional details cannot exceed 500 characters'),
    sellerCity: string().nullable().max(MAX_CITY_TEXT, 'City cannot exceed 50 characters'),
    negotiable: boolean().typeError('Please choose whether the price is negotiable').required('Please choose whether the price is negotiable'),
    wantsExchange: boolean().typeError('Please choose whether you want an exchange'),
  });
}
export type ListingDetailsValues = InferType<ReturnType<typeof listingDetailsSchema>>;
