node /^(\w+)\.(\w+)\./ { notice("host=${1} env=${2}") }
node default { notice('default') }
