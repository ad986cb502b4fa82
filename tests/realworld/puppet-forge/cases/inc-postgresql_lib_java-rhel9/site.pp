include postgresql::lib::java
