class app { notice(r12e::checked_mode('0799')) }
include app
