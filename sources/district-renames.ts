import type { DistrictRename } from 'india-pincode-ifsc/internal';

/**
 * Old names and other official spellings of India Post's districts, as the banks still
 * write them in the IFSC list's DISTRICT column: the `renamed` evidence of branch
 * placement (docs/data.md). Each `to` is a district India Post lists in `state`, by its
 * name in the PIN side (the dataset build refuses one it does not list). A name that
 * stands for a district that was split (Greater Bombay, Burdwan, Midnapore, Kanpur)
 * is no rename and is not here: such branches are placed by other evidence or not at all.
 *
 * References: each state's list of districts on Wikipedia, which gives former names
 * with their dates and notifications, and the list of renamed places in India.
 */
const LIST = 'https://en.wikipedia.org/wiki/List_of_districts_of_';
const RENAMED = 'https://en.wikipedia.org/wiki/List_of_renamed_places_in_India';

type Row = readonly [to: string, from: readonly string[], reference?: string];

/** State → its renames, so that each row stays one line. */
const BY_STATE: Readonly<Record<string, readonly Row[]>> = {
  'Andhra Pradesh': [
    ['Spsr Nellore', ['Nellore', 'Sri Potti Sriramulu Nellore', 'S P S R Nellore'], RENAMED],
    ['Y.S.R.', ['Cuddapah', 'Kadapa', 'YSR Kadapa', 'Y S R Kadapa', 'YSR'], RENAMED],
    ['Anantapur', ['Anantapuramu', 'Ananthapur', 'Ananthapuramu']],
    ['Visakhapatanam', ['Visakhapatnam', 'Vishakhapatnam', 'Vizag']],
  ],
  Assam: [
    ['Kamrup Metro', ['Kamrup Metropolitan']],
    ['Marigaon', ['Morigaon']],
    ['Sivasagar', ['Sibsagar'], RENAMED],
    ['Dima Hasao', ['North Cachar Hills', 'N C Hills'], RENAMED],
  ],
  Bihar: [
    ['Purbi Champaran', ['East Champaran', 'Purba Champaran', 'Motihari']],
    ['Pashchim Champaran', ['West Champaran', 'Paschim Champaran', 'Bettiah']],
    ['Kaimur (Bhabua)', ['Kaimur', 'Bhabua']],
    ['Purnia', ['Purnea']],
  ],
  Chhattisgarh: [
    ['Kabirdham', ['Kawardha'], RENAMED],
    ['Korea', ['Koriya']],
    ['Dantewada', ['Dantewara', 'South Bastar Dantewada', 'Dakshin Bastar Dantewada']],
    ['Kanker', ['North Bastar Kanker', 'Uttar Bastar Kanker']],
    ['Janjgir-Champa', ['Janjgir', 'Janjgir Champa']],
  ],
  Gujarat: [
    ['Ahmadabad', ['Ahmedabad', 'Amdavad']],
    ['Kachchh', ['Kutch', 'Kachch', 'Bhuj']],
    ['Mahesana', ['Mehsana']],
    ['Dohad', ['Dahod']],
    ['Banas Kantha', ['Banaskantha']],
    ['Sabar Kantha', ['Sabarkantha']],
    ['Panch Mahals', ['Panchmahal', 'Panchmahals', 'Panch Mahal', 'Godhra']],
    ['Dang', ['The Dangs', 'Dangs']],
    ['Chhotaudepur', ['Chhota Udaipur', 'Chhota Udepur', 'Chhotaudaipur']],
    ['Arvalli', ['Aravalli', 'Aravali']],
    ['Devbhumi Dwarka', ['Devbhoomi Dwarka', 'Dev Bhumi Dwarka']],
  ],
  Haryana: [
    ['Gurugram', ['Gurgaon'], RENAMED],
    ['Nuh', ['Mewat'], RENAMED],
    ['Charki Dadri', ['Charkhi Dadri']],
  ],
  'Jammu and Kashmir': [['Budgam', ['Badgam']]],
  Jharkhand: [
    ['East Singhbum', ['East Singhbhum', 'Purbi Singhbhum', 'Jamshedpur']],
    ['West Singhbhum', ['Pashchimi Singhbhum', 'West Singhbum', 'Chaibasa']],
    ['Saraikela Kharsawan', ['Seraikela Kharsawan', 'Seraikela', 'Saraikela']],
    ['Sahebganj', ['Sahibganj']],
    ['Palamu', ['Palamau']],
  ],
  Karnataka: [
    ['Bengaluru Urban', ['Bangalore', 'Bangalore Urban', 'Bengaluru', 'Bangaluru Urban'], RENAMED],
    ['Bengaluru Rural', ['Bangalore Rural', 'Bangaluru Rural'], RENAMED],
    ['Belagavi', ['Belgaum', 'Belgam'], RENAMED],
    ['Ballari', ['Bellary'], RENAMED],
    ['Vijayapura', ['Bijapur'], RENAMED],
    ['Chikkamagaluru', ['Chikmagalur', 'Chickmagalur', 'Chikkamagalur'], RENAMED],
    ['Kalaburagi', ['Gulbarga', 'Gulberga'], RENAMED],
    ['Mysuru', ['Mysore'], RENAMED],
    ['Shivamogga', ['Shimoga'], RENAMED],
    ['Tumakuru', ['Tumkur'], RENAMED],
    ['Chamarajanagara', ['Chamarajanagar', 'Chamrajnagar']],
    ['Chikkaballapura', ['Chikballapur', 'Chikkaballapur']],
    ['Davangere', ['Davanagere']],
    ['Bagalkot', ['Bagalkote']],
    ['Uttara Kannada', ['Uttar Kannada', 'North Kanara', 'Karwar']],
    ['Dakshina Kannada', ['Dakshin Kannada', 'Dakshin Kannad', 'South Kanara']],
    ['Kodagu', ['Coorg'], RENAMED],
    ['Ramanagara', ['Ramanagaram']],
    ['Yadgir', ['Yadgiri']],
    ['Vijaynagar', ['Vijayanagara', 'Vijayanagar']],
  ],
  Kerala: [
    ['Thiruvananthapuram', ['Trivandrum'], RENAMED],
    ['Kollam', ['Quilon'], RENAMED],
    ['Alappuzha', ['Alleppey', 'Alappuzha'], RENAMED],
    ['Thrissur', ['Trichur'], RENAMED],
    ['Palakkad', ['Palghat'], RENAMED],
    ['Kozhikode', ['Calicut'], RENAMED],
    ['Kannur', ['Cannanore'], RENAMED],
    ['Kasaragod', ['Kasargod', 'Kasaragode', 'Kasargode']],
  ],
  Ladakh: [['Leh Ladakh', ['Leh']]],
  'Madhya Pradesh': [
    ['East Nimar', ['Khandwa']],
    ['Khargone', ['West Nimar']],
    ['Hoshangabad', ['Narmadapuram'], RENAMED],
    ['Narsinghpur', ['Narsimhapur']],
  ],
  Maharashtra: [
    ['Aurangabad', ['Chhatrapati Sambhajinagar'], RENAMED],
    ['Osmanabad', ['Dharashiv'], RENAMED],
    ['Ahmednagar', ['Ahilyanagar', 'Ahmadnagar'], RENAMED],
    ['Raigad', ['Raigarh', 'Alibag']],
    ['Beed', ['Bid']],
    ['Gondia', ['Gondiya']],
    ['Buldhana', ['Buldana']],
    ['Mumbai Suburban', ['Bombay Suburban', 'Mumbai Suburb']],
  ],
  Odisha: [
    ['Baleshwar', ['Balasore'], RENAMED],
    ['Anugul', ['Angul']],
    ['Balangir', ['Bolangir']],
    ['Jajapur', ['Jajpur']],
    ['Kendujhar', ['Keonjhar']],
    ['Khordha', ['Khurda', 'Khorda']],
    ['Sundargarh', ['Sundergarh']],
    ['Sonepur', ['Subarnapur']],
    ['Nabarangpur', ['Nabarangapur']],
  ],
  Puducherry: [['Pondicherry', ['Puducherry']]],
  Punjab: [
    ['S.A.S Nagar', ['Mohali', 'SAS Nagar', 'Sahibzada Ajit Singh Nagar', 'S A S Nagar Mohali'], RENAMED],
    ['Shahid Bhagat Singh Nagar', ['Nawanshahr', 'Nawanshahar', 'SBS Nagar'], RENAMED],
    ['Rupnagar', ['Ropar'], RENAMED],
    ['Sri Muktsar Sahib', ['Muktsar'], RENAMED],
    ['Firozepur', ['Ferozepur', 'Firozpur']],
    ['Bathinda', ['Bhatinda']],
  ],
  Rajasthan: [
    ['Ganganagar', ['Sri Ganganagar', 'Shri Ganganagar']],
    ['Chittorgarh', ['Chittaurgarh']],
    ['Jalore', ['Jalor']],
    ['Jhunjhunu', ['Jhunjhunun']],
    ['Dholpur', ['Dhaulpur']],
  ],
  Sikkim: [
    ['East District', ['East Sikkim', 'Gangtok']],
    ['West District', ['West Sikkim', 'Gyalshing']],
    ['North District', ['North Sikkim', 'Mangan']],
    ['South District', ['South Sikkim', 'Namchi']],
  ],
  'Tamil Nadu': [
    ['Chennai', ['Madras'], RENAMED],
    ['Tuticorin', ['Thoothukudi', 'Thoothukkudi']],
    ['Kanniyakumari', ['Kanyakumari']],
    ['Tiruchirappalli', ['Tiruchirapalli', 'Trichy', 'Tiruchy']],
    ['The Nilgiris', ['Nilgiris']],
    ['Tiruppur', ['Tirupur']],
    ['Thiruvallur', ['Tiruvallur']],
    ['Thiruvarur', ['Tiruvarur']],
    ['Villupuram', ['Viluppuram']],
    ['Kanchipuram', ['Kancheepuram']],
    ['Sivaganga', ['Sivagangai']],
  ],
  Telangana: [
    ['Ranga Reddy', ['Rangareddy', 'Ranga Reddi', 'Rangareddi'], RENAMED],
    ['Medchal Malkajgiri', ['Medchal', 'Medchal Malkajgiri', 'Medchal-Malkajgiri']],
    ['Jangoan', ['Jangaon', 'Jangaon']],
    ['Kumuram Bheem Asifabad', ['Komaram Bheem Asifabad', 'Komaram Bheem', 'Asifabad']],
    ['Mahabubnagar', ['Mahbubnagar', 'Mahaboobnagar']],
  ],
  'Uttar Pradesh': [
    ['Prayagraj', ['Allahabad'], RENAMED],
    ['Ayodhya', ['Faizabad'], RENAMED],
    ['Amroha', ['Jyotiba Phule Nagar', 'Jyotiba Phoole Nagar', 'J P Nagar'], RENAMED],
    ['Hathras', ['Mahamaya Nagar'], RENAMED],
    ['Kasganj', ['Kanshiram Nagar', 'Kanshi Ram Nagar'], RENAMED],
    ['Hapur', ['Panchsheel Nagar'], RENAMED],
    ['Shamli', ['Prabuddh Nagar', 'Prabuddha Nagar'], RENAMED],
    ['Sambhal', ['Bhim Nagar', 'Bheem Nagar'], RENAMED],
    ['Amethi', ['Chhatrapati Shahuji Maharaj Nagar', 'C S M Nagar'], RENAMED],
    ['Bhadohi', ['Sant Ravidas Nagar', 'Sant Ravi Das Nagar', 'S R N Bhadohi'], RENAMED],
    ['Kheri', ['Lakhimpur Kheri', 'Lakhimpur']],
    ['Kushi Nagar', ['Kushinagar', 'Padrauna']],
    ['Gautam Buddha Nagar', ['Gautam Budh Nagar', 'Gautambudh Nagar', 'G B Nagar', 'Noida']],
    ['Sant Kabeer Nagar', ['Sant Kabir Nagar']],
    ['Siddharth Nagar', ['Siddharthnagar']],
    ['Rae Bareli', ['Raebareli', 'Rai Bareli']],
  ],
  Uttarakhand: [
    ['Udam Singh Nagar', ['Udham Singh Nagar', 'U S Nagar']],
    ['Uttar Kashi', ['Uttarkashi']],
    ['Rudra Prayag', ['Rudraprayag']],
    ['Pauri Garhwal', ['Garhwal', 'Pauri']],
    ['Tehri Garhwal', ['Tehri']],
    ['Dehradun', ['Dehra Dun']],
  ],
  'West Bengal': [
    ['Kolkata', ['Calcutta'], RENAMED],
    ['24 Paraganas North', ['North 24 Parganas', '24 Parganas North', 'North Twenty Four Parganas', 'N 24 Parganas']],
    ['24 Paraganas South', ['South 24 Parganas', '24 Parganas South', 'South Twenty Four Parganas', 'S 24 Parganas']],
    ['Coochbehar', ['Cooch Behar', 'Koch Bihar']],
    ['Maldah', ['Malda']],
    ['Hooghly', ['Hugli']],
    ['Medinipur East', ['Purba Medinipur', 'East Midnapore', 'Purba Midnapore', 'East Medinipur']],
    ['Medinipur West', ['Paschim Medinipur', 'West Midnapore', 'Paschim Midnapore', 'West Medinipur']],
    ['Dinajpur Uttar', ['Uttar Dinajpur', 'North Dinajpur']],
    ['Dinajpur Dakshin', ['Dakshin Dinajpur', 'South Dinajpur']],
  ],
};

/** The table, one entry per district, for `buildIfscDataset` (which checks each against India Post's list). */
export const DISTRICT_RENAMES: readonly DistrictRename[] = Object.entries(BY_STATE).flatMap(([state, rows]) =>
  rows.map(([to, from, reference]) => ({ state, to, from, reference: reference ?? `${LIST}${state.replaceAll(' ', '_')}` })),
);
