/**
 * One row of India Post's All India Pincode Directory, as the loader reads it: the
 * data.gov.in column names, raw strings, and the row's line in the file (1 = header).
 */
export interface PincodeSourceRow {
  line: number;
  circlename: string;
  regionname: string;
  divisionname: string;
  officename: string;
  pincode: string;
  officetype: string;
  delivery: string;
  district: string;
  statename: string;
  latitude: string;
  longitude: string;
}
