import type * as v from 'valibot';
import * as ordering from './model-schemas';
import type { CollectionName, ModelOf } from './models';
import {
  adminModel,
  appointmentModel,
  chatActivityModel,
  assistRequestModel,
  contactMessageModel,
  deliveryModel,
  deviceActivityModel,
  directoryEntryModel,
  doctorModel,
  emergencyContactModel,
  feedPostModel,
  labBookingModel,
  labTestModel,
  medicineOrderModel,
  notificationModel,
  phoneActivityModel,
  pushDeviceModel,
  referenceModel,
  rideBookingModel,
  serviceProviderModel,
  serviceRequestModel,
  shopActivityModel,
  shopChatCodeModel,
  shopChatModel,
  teacherModel,
  telegramNoticeModel,
  vendorModel,
} from './record-schemas';
import { cashLineModel, riderCashModel } from './cash-ledger';

/**
 * The schema of each collection's documents (`config` holds two kinds, named
 * in ./model-schemas), for what reads or writes a whole collection's fields:
 * the admin's forms check every record with it, and a test holds the seed
 * town to it.
 */
export const collectionSchemas = {
  admins: adminModel,
  vendor: vendorModel,
  delivery: deliveryModel,
  shops: ordering.shopModel,
  products: ordering.productModel,
  orders: ordering.orderModel,
  openOrders: ordering.openOrdersModel,
  notifications: notificationModel,
  phoneActivity: phoneActivityModel,
  shopActivity: shopActivityModel,
  deviceActivity: deviceActivityModel,
  chatActivity: chatActivityModel,
  pushDevices: pushDeviceModel,
  shopChats: shopChatModel,
  shopChatCodes: shopChatCodeModel,
  references: referenceModel,
  riderCash: riderCashModel,
  cashLedger: cashLineModel,
  doctors: doctorModel,
  labTests: labTestModel,
  directory: directoryEntryModel,
  teachers: teacherModel,
  serviceProviders: serviceProviderModel,
  feeds: feedPostModel,
  emergencyContacts: emergencyContactModel,
  neighbourhoods: ordering.neighbourhoodModel,
  shopQr: ordering.shopQrModel,
  appointments: appointmentModel,
  labBookings: labBookingModel,
  medicineOrders: medicineOrderModel,
  assistRequests: assistRequestModel,
  rideBookings: rideBookingModel,
  serviceRequests: serviceRequestModel,
  messages: contactMessageModel,
  shopLists: ordering.shopListModel,
  listMedia: ordering.listMediaModel,
} as const satisfies {
  [C in Exclude<CollectionName, 'config'>]: v.GenericSchema<unknown, ModelOf<C>>;
};

/**
 * What a person may write into each collection by hand (the admin's forms):
 * its model, except where the server may store more than a person may set
 * (a product's stock, which returned goods lift).
 */
export const writtenByHand = {
  ...collectionSchemas,
  products: ordering.productEntry,
  // An admin marks a staff chat's entry; a push entry's status is the sender's.
  notifications: telegramNoticeModel,
} as const satisfies {
  [C in Exclude<CollectionName, 'config'>]: v.GenericSchema<unknown, ModelOf<C>>;
};
