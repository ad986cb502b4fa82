class c($Abc) {}
