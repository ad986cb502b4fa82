class c { }
class { 'c': notaparam => 1 }
