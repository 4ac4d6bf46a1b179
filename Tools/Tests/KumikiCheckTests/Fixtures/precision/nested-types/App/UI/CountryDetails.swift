struct CountryDetails {
    let country: DBModel.CountryDetails
}
