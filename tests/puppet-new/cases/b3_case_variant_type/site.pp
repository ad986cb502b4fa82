$v = 'x'
case $v { Variant[Integer, String]: { notice('var') } default: { notice('no') } }
