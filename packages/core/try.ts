import { searchPostOffices } from 'india-pincode-ifsc/pincode';
searchPostOffices('zz');
const qs = ['conaught', 'conaught place', 'bangalore', 'mg road', 'andheri', 'banglore gpo', 'road mg', 'mahatma gandhi road', 'bombay', 'trivandrum', 'gurgaon', 'baroda h', 'new delhi', 'ka', 'ram nagar', 'koramangala', 'chandni chowk'];
for (let round = 0; round < 3; round++) {
  const out: string[] = [];
  for (const q of qs) {
    const t = performance.now();
    for (let i = 0; i < 20; i++) searchPostOffices(q, { limit: 10 });
    out.push(`${q}:${((performance.now() - t) / 20).toFixed(2)}`);
  }
  console.log(out.join('  '));
}
