import type * as v from 'valibot';
import * as ordering from './model-schemas';
import type { CollectionName, ModelOf } from './models';
import {
  adminModel,
  appointmentModel,
  assistRequestModel,
  contactMessageModel,
  directoryEntryModel,
  doctorModel,
  emergencyContactModel,
  feedPostModel,
  labBookingModel,
  labTestModel,
  medicineOrderModel,
  notificationModel,
  phoneActivityModel,
  referenceModel,
  rideBookingModel,
  serviceProviderModel,
  serviceRequestModel,
  shopActivityModel,
  staffModel,
  teacherModel,
} from './record-schemas';

/**
 * The schema of each collection's documents (`config` holds two kinds, named
 * above), for what reads a whole collection's fields: the admin forms take
 * their bounds from it, and a test holds the seed town to it.
 */
export const collectionSchemas = {
  admins: adminModel,
  vendor: staffModel,
  delivery: staffModel,
  shops: ordering.shopModel,
  products: ordering.productModel,
  orders: ordering.orderModel,
  openOrders: ordering.openOrdersModel,
  notifications: notificationModel,
  phoneActivity: phoneActivityModel,
  shopActivity: shopActivityModel,
  references: referenceModel,
  doctors: doctorModel,
  labTests: labTestModel,
  directory: directoryEntryModel,
  teachers: teacherModel,
  serviceProviders: serviceProviderModel,
  feeds: feedPostModel,
  emergencyContacts: emergencyContactModel,
  appointments: appointmentModel,
  labBookings: labBookingModel,
  medicineOrders: medicineOrderModel,
  assistRequests: assistRequestModel,
  rideBookings: rideBookingModel,
  serviceRequests: serviceRequestModel,
  messages: contactMessageModel,
} as const satisfies {
  [C in Exclude<CollectionName, 'config'>]: v.GenericSchema<unknown, ModelOf<C>>;
};
