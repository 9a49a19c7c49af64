import { localNeighbourhood } from '../lib/local-name';

/** A staff screen's own words around an address: "(landmark: …)", "· School Para". */
interface AddressWords {
  landmark: (values: { landmark: string }) => string;
  inNeighbourhood: (values: { neighbourhood: string }) => string;
}

interface Addressed {
  customerName: string;
  address: string;
  landmark?: string;
  neighbourhood?: string;
  neighbourhoodBn?: string;
  neighbourhoodHi?: string;
}

/** Where an order or a list goes, on one line as the staff read it: address, landmark, neighbourhood. */
export function AddressLine({
  record,
  words,
  className,
}: {
  record: Addressed;
  words: AddressWords;
  className: string;
}) {
  return (
    <p className={className}>
      {record.address}
      {record.landmark && <> {words.landmark({ landmark: record.landmark })}</>}
      {record.neighbourhood && (
        <> {words.inNeighbourhood({ neighbourhood: localNeighbourhood(record) })}</>
      )}
    </p>
  );
}

/** "Deliver to", the customer's name and the address line, on a rider's or a shop's card. */
export function DeliverTo({
  record,
  words,
}: {
  record: Addressed;
  words: AddressWords & { deliverTo: string };
}) {
  return (
    <>
      <h4 className="delivery-leg-title">{words.deliverTo}</h4>
      <p className="mb-0 fw-semibold">{record.customerName}</p>
      <AddressLine record={record} words={words} className="mb-0" />
    </>
  );
}
