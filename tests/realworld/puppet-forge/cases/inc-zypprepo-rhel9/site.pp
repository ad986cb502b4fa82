include zypprepo
