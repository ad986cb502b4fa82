node default { notice('default') }
node /node$/ { notice("regex $0") }
