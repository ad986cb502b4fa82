class mod::sub::x { }
define mod::sub::x::d {}
node foo {}
