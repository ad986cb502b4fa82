include java
