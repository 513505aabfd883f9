export const contractsVersion = "1.0.0";
