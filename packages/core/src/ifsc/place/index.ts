export { placeKey } from './place-key.js';
export { districtNames, type DistrictNames, type NamedDistrict } from './district-names.js';
export { placementKnowledge, pincodePlace, type PlacementKnowledge } from './knowledge.js';
export { placeBranch, VOTE_RULES } from './place-branch.js';
export { measurePlacement, type KindMeasure, type PlacementMeasure } from './measure.js';
export { PLACEMENT_KINDS, type DistrictRename, type Place, type Placement, type PlacementInput, type PlacementKind } from './types.js';
