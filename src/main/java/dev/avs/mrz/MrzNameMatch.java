package dev.avs.mrz;

/** Whether the applicant's last name and given names (first and middle) agree with the MRZ name. */
public record MrzNameMatch(boolean lastName, boolean givenNames) {

    public boolean matches() {
        return lastName && givenNames;
    }
}
