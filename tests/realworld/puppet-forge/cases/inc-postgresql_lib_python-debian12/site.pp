include postgresql::lib::python
