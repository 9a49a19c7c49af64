import type { ReactElement } from 'react';
import { Navigate, Route, Routes, matchRoutes } from 'react-router-dom';
import { paths } from '../config/paths';
import { lazyScreen, type LazyScreen } from './lazy-screen';

/*
 * THE route table: every path comes from config/paths.ts and every screen is
 * a lazily loaded chunk (one chunk per module, shared by the routes that use
 * it). Anything else redirects to `/`.
 */
const Home = lazyScreen(() => import('../features/home/home-screen'));
const Contact = lazyScreen(() => import('../features/info/contact-screen'));
const About = lazyScreen(() => import('../features/info/about-screen'));
const Privacy = lazyScreen(() => import('../features/info/privacy-screen'));
const ComingSoon = lazyScreen(() => import('../features/info/coming-soon-screen'));
const ThankYou = lazyScreen(() => import('../features/orders/thank-you-screen'));
const FindOrder = lazyScreen(() => import('../features/orders/find-order-screen'));
const Emergency = lazyScreen(() => import('../features/emergency/emergency-screen'));
const EmergencyService = lazyScreen(() => import('../features/emergency/emergency-service-screen'));
const GroceryHub = lazyScreen(() => import('../features/catalog/grocery-hub-screen'));
const ShopList = lazyScreen(() => import('../features/catalog/shop-list-screen'));
const Gallery = lazyScreen(() => import('../features/catalog/gallery-screen'));
const Catalog = lazyScreen(() => import('../features/catalog/catalog-screen'));
const Buy = lazyScreen(() => import('../features/catalog/buy-screen'));
const Cart = lazyScreen(() => import('../features/cart/cart-screen'));
// Town directory: medical, education, transport, services, feeds.
const MedicalHub = lazyScreen(() => import('../features/medical/medical-hub-screen'));
const MedicalDirectory = lazyScreen(() => import('../features/medical/directory-screen'));
const MediAssist = lazyScreen(() => import('../features/medical/medi-assist-screen'));
const Doctors = lazyScreen(() => import('../features/medical/doctors-screen'));
const SpecialityDoctors = lazyScreen(() => import('../features/medical/speciality-doctors-screen'));
const DoctorDetails = lazyScreen(() => import('../features/medical/doctor-details-screen'));
const MedicineOrder = lazyScreen(() => import('../features/medical/medicine-order-screen'));
const LabTest = lazyScreen(() => import('../features/medical/lab-test-screen'));
const Appointment = lazyScreen(() => import('../features/medical/appointment-screen'));
const MedicalThankYou = lazyScreen(() => import('../features/medical/medical-thank-you-screen'));
const EducationHub = lazyScreen(() => import('../features/education/education-hub-screen'));
const Teachers = lazyScreen(() => import('../features/education/teachers-screen'));
const TransportHub = lazyScreen(() => import('../features/transport/transport-hub-screen'));
const RideBooking = lazyScreen(() => import('../features/transport/ride-booking-screen'));
const Services = lazyScreen(() => import('../features/services/services-screen'));
const ServiceType = lazyScreen(() => import('../features/services/service-type-screen'));
const Feeds = lazyScreen(() => import('../features/feeds/feeds-screen'));
// Staff screens: only these load the auth code (customer routes never do).
const Login = lazyScreen(() => import('../features/auth/login-screen'));
const ForgetPassword = lazyScreen(() => import('../features/auth/forget-password-screen'));
const StaffLogin = lazyScreen(() => import('../features/auth/staff-login-screen'));
const AdminGate = lazyScreen(() => import('./staff/admin-gate'));
const Vendor = lazyScreen(() => import('../features/vendor/vendor-screen'));
const Delivery = lazyScreen(() => import('../features/delivery/delivery-screen'));

const routeTable: readonly (readonly [pattern: string, element: ReactElement])[] = [
  [paths.home.pattern, <Home />],
  [paths.contact.pattern, <Contact />],
  [paths.aboutUs.pattern, <About />],
  [paths.privacy.pattern, <Privacy />],
  [paths.comingSoon.pattern, <ComingSoon />],
  [paths.thankYou.pattern, <ThankYou />],
  [paths.emergency.pattern, <Emergency />],
  [paths.emergencyService.pattern, <EmergencyService />],

  [paths.grocery.pattern, <GroceryHub />],
  [paths.groceryShops.pattern, <ShopList type="grocery" />],
  [paths.bazaar.pattern, <ShopList type="bazaar" />],
  [paths.food.pattern, <ShopList type="food" />],
  [paths.onlineShop.pattern, <ShopList type="onlineShop" />],
  [paths.pharmacy.pattern, <ShopList type="pharmacy" />],
  [paths.gallery.pattern, <Gallery />],
  [paths.catalog.pattern, <Catalog />],
  [paths.buy.pattern, <Buy />],
  [paths.cart.pattern, <Cart />],
  [paths.findOrder.pattern, <FindOrder />],
  [paths.findOrderByPhone.pattern, <FindOrder />],

  [paths.medical.pattern, <MedicalHub />],
  [paths.medicalDirectory.pattern, <MedicalDirectory />],
  [paths.mediAssist.pattern, <MediAssist />],
  [paths.doctors.pattern, <Doctors />],
  [paths.doctorsBySpeciality.pattern, <SpecialityDoctors />],
  [paths.doctorDetails.pattern, <DoctorDetails />],
  [paths.medicineOrder.pattern, <MedicineOrder />],
  [paths.labTest.pattern, <LabTest />],
  [paths.appointment.pattern, <Appointment />],
  [paths.medicalThankYou.pattern, <MedicalThankYou />],
  [paths.education.pattern, <EducationHub />],
  [paths.teachers.pattern, <Teachers />],
  [paths.transport.pattern, <TransportHub />],
  [paths.toto.pattern, <RideBooking key="toto" kind="toto" />],
  [paths.car.pattern, <RideBooking key="car" kind="car" />],
  [paths.services.pattern, <Services />],
  [paths.serviceType.pattern, <ServiceType />],
  [paths.feeds.pattern, <Feeds />],

  [paths.login.pattern, <Login />],
  [paths.forgetPassword.pattern, <ForgetPassword />],
  [paths.admin.pattern, <AdminGate screen="dashboard" />],
  [paths.adminCollection.pattern, <AdminGate screen="collection" />],
  [paths.vendorLogin.pattern, <StaffLogin kind="vendor" />],
  [paths.deliveryLogin.pattern, <StaffLogin kind="delivery" />],
  [paths.vendor.pattern, <Vendor />],
  [paths.delivery.pattern, <Delivery />],
  [paths.deliveryScreen.pattern, <Delivery />],
];

/**
 * Fetches the screen chunk of the route at `pathname` (nothing for an unknown
 * path). Called before the first render, so the first paint is the screen
 * itself rather than a loading view.
 */
export function preloadScreenFor(pathname: string): Promise<void> {
  const routes = routeTable.map(([path, element]) => ({ path, element }));
  const match = matchRoutes(routes, pathname)?.at(-1);
  const screen = match?.route.element.type as Partial<LazyScreen> | undefined;
  return screen?.preload?.() ?? Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map(([pattern, element]) => (
        <Route key={pattern} path={pattern} element={element} />
      ))}
      <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
    </Routes>
  );
}
