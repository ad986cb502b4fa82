class c { notice("class [${1}]") }
if 'top' =~ /(t)/ {
  include c
}
