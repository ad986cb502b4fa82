node /^test/ { }
node /^test/ { }
