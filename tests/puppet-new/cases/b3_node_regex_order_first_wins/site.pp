node /app/ { notice('first') }
node /\d$/ { notice('second') }
