include archive::staging
