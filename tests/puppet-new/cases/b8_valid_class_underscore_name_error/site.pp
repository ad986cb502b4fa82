class aaa::_bbb {}
include aaa::_bbb
