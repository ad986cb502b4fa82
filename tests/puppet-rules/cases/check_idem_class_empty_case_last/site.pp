class c { case $facts { default: {} } }
include c
