include oslo
