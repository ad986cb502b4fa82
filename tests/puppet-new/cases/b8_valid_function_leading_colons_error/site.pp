function ::aaa() {}
